import { useEffect, useState } from 'react';
import { OWNER_PATHS, type Insights } from '../../../contract/owner-api';
import { callApi, sentenceOf } from '../lib/api-client';
import { InsightsPanel } from './insights-panel';
import { ErrorNote } from '../ui/error-note';
import { useOwnerWords } from '../words/owner-words-context';

/** The range the tab asks for: the "last 30 days". */
export const INSIGHTS_DAYS = 30;

/** Fetches the counts once per visit of the tab and hands them to the panel. */
export function InsightsTab() {
  const text = useOwnerWords();
  const { words, say } = text;
  const [insights, setInsights] = useState<Insights | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    callApi<Insights>('GET', `${OWNER_PATHS.insights}?days=${INSIGHTS_DAYS}`).then(
      (answer) => live && setInsights(answer),
      (caught: unknown) => live && setError(sentenceOf(caught, text)),
    );
    return () => {
      live = false;
    };
  }, [text]);

  return (
    <div className="grid gap-4">
      <h1 className="text-lg font-semibold tracking-tight">{words.insights.title}</h1>
      <ErrorNote text={error} />
      {insights === null && error === null && <p className="text-sm text-muted">{say(words.insights.loading, { days: INSIGHTS_DAYS })}</p>}
      {insights !== null && <InsightsPanel insights={insights} />}
    </div>
  );
}
