/** Text for a LIKE pattern, matched as it is: %, _ and \ lose their meaning. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
