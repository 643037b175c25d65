// A pause in the first script's evaluation (./nextTask.ts), after the screens' table and the first screens' code.
import { nextTask } from './nextTask';

await nextTask();
