import type { ChatTrainingResult } from '@streamfront/contract';
import { formatDateTime } from '@/lib/format-date';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChatbotStatus } from '../api/get-status';
import { useTrainModel } from '../api/train-model';
import { formatDuration, formatPercent } from '../format';
import { AdminCard } from './admin-card';

function TrainingResult({ result }: { result: ChatTrainingResult }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-green-600/40 bg-green-950/30 p-4">
      <p className="font-semibold text-green-300">
        Training finished: model version {result.version}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-400">Intents</dt>
          <dd data-testid="train-intents">{result.intents}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Utterances</dt>
          <dd data-testid="train-utterances">{result.utterances}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Time taken</dt>
          <dd data-testid="train-time">{formatDuration(result.trainingMs)}</dd>
        </div>
        <div>
          <dt className="text-slate-400">Cross-validated accuracy</dt>
          <dd data-testid="train-accuracy">
            {result.accuracy === null
              ? 'Too little data to measure'
              : formatPercent(result.accuracy, 1)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Ticks once a second while a training runs (`startedAt` set): the seconds a training has taken so far. */
function useElapsedSeconds(startedAt: number | null) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** Status of the model in use, and the Train button with its progress and result. */
export function ModelPanel() {
  const status = useChatbotStatus();
  const train = useTrainModel();
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const elapsed = useElapsedSeconds(train.isPending ? startedAt : null);
  const model = status.data?.model;

  return (
    <AdminCard
      title="Model"
      titleId="chatbot-model-title"
      actions={
        <Button
          loading={train.isPending}
          onClick={() => {
            setStartedAt(Date.now());
            train.mutate();
          }}
        >
          {train.isPending ? 'Training…' : 'Train model'}
        </Button>
      }
    >
      {status.isPending ? (
        <Spinner label="Loading the model status…" />
      ) : status.isError ? (
        <Alert>{status.error.message}</Alert>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-slate-400">Model version</dt>
              <dd data-testid="model-version" className="font-semibold">
                {model ? model.version : 'Not trained yet'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">Trained</dt>
              <dd>
                {model ? formatDateTime(model.trainedAt) : '—'}
                {model && (
                  <span className="block text-slate-400">
                    by{' '}
                    {model.trainedBy
                      ? `${model.trainedBy.name} (${model.trainedBy.email})`
                      : 'the demo set-up'}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">Intents</dt>
              <dd>
                {status.data.intents.enabled} enabled of {status.data.intents.total} ·{' '}
                {status.data.utterances} example sentences
              </dd>
            </div>
            <div>
              <dt className="text-slate-400">Accuracy of the model in use</dt>
              <dd>
                {model?.accuracy != null
                  ? `${formatPercent(model.accuracy, 1)} (cross-validated)`
                  : 'Not measured yet'}
              </dd>
            </div>
          </dl>
          {status.data.changedSinceTraining && (
            <Alert tone="info" className="mt-4">
              Intents changed since this model was trained. Train again so the assistant uses the
              new example sentences.
            </Alert>
          )}
        </>
      )}
      {train.isPending && (
        <div className="mt-4" role="status">
          <div
            role="progressbar"
            aria-label="Training the model"
            className="h-2 w-full overflow-hidden rounded-full bg-night-700"
          >
            <div className="h-full w-full animate-pulse rounded-full bg-brand-500 motion-reduce:animate-none" />
          </div>
          <p className="mt-2 text-sm text-slate-300">Training and cross-validating… {elapsed} s</p>
        </div>
      )}
      {train.isSuccess && !train.isPending && <TrainingResult result={train.data} />}
    </AdminCard>
  );
}
