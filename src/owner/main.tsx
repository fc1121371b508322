import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OwnerApp } from './owner-app';
import './owner.css';

const root = document.getElementById('owner-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <OwnerApp />
    </StrictMode>,
  );
}
