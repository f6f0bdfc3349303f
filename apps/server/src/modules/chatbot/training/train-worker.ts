// Runs in a worker thread: training is pure CPU work, and on the main thread it would stall
// every chat and API request of this instance for as long as it takes.
import { parentPort, workerData } from 'node:worker_threads';
import { trainWithReport, type TrainingJob } from './training-job.ts';

parentPort!.postMessage(trainWithReport((workerData as TrainingJob).intents));
