// A pause in the first script's evaluation (./nextTask.ts), after the design system's components (React and styled-components with them).
import { nextTask } from './nextTask';

await nextTask();
