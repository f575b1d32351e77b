/** `code` with each arrow module factory written as a function expression (eager-factories.mjs). */
export function eagerFactories(code: string): string;
