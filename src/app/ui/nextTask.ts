/**
 * Resolves in a task of its own: the work after it no longer lengthens the task that is running (a phone's input
 * waits for a whole task, and Lighthouse's total blocking time counts what each task takes over 50 ms).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
