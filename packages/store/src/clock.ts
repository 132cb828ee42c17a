/** Where the time comes from: the wall clock on a server, a fixed or moving time in tests and the sample. */
export type Clock = () => Date;
