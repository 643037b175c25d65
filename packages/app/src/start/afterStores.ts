// A pause in the first script's evaluation (./nextTask.ts), after the stores' types (mobx-state-tree).
import { nextTask } from './nextTask';

await nextTask();
