/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the message service lives, e.g. https://api.example.com; defaults to same-origin /api. */
  readonly VITE_API_HOST?: string;
}
