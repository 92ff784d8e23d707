/** Text a person typed, made literal inside a LIKE pattern (PostgreSQL's default escape is \). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
