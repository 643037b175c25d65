// A pause in the first script's evaluation (./nextTask.ts), after react-dom.
import { nextTask } from './nextTask';

await nextTask();
