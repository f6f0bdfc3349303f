import { Worker } from 'node:worker_threads';
import type { TrainingIntent } from '../engine/index.ts';
import type { TrainingJob, TrainingReport } from './training-job.ts';

const workerUrl = new URL('./train-worker.ts', import.meta.url);

/** Trains in a worker thread so this instance keeps answering meanwhile. */
export function trainInWorker(intents: TrainingIntent[]): Promise<TrainingReport> {
  return new Promise((resolve, reject) => {
    const job: TrainingJob = { intents };
    const worker = new Worker(workerUrl, { workerData: job });
    let settled = false;
    worker.once('message', (report: TrainingReport) => {
      settled = true;
      resolve(report);
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`Training worker stopped with code ${code}`));
    });
  });
}
