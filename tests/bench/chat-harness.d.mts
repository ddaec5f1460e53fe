// Types of chat-harness.mjs, for the TypeScript that reuses it (tests/e2e/two-instances.spec.ts).

export type BenchMember = { id: string; email: string; partner: string; conversation: string; cookie: string };
export type StreamEvent = { id: string | null; event: string; data: string; at: number };

export function sleep(ms: number): Promise<void>;
export function percentile(values: number[], p: number): number;
export function postgresBin(): string | null;
export function newSecret(): string;
export function setUpMembers(
  databaseUrl: string,
  secret: string,
  count: number,
  credits?: number,
): { siteId: number; run: string; members: BenchMember[] };
export function checkLedgerOn(databaseUrl: string, secret: string): unknown[];
export function waitFor(url: string, timeoutMs?: number): Promise<void>;

export type AppInstance = {
  name: string;
  port: number;
  base: string;
  log: string[];
  start(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
};
export function appInstance(options: {
  name: string;
  port: number;
  databaseUrl: string;
  secret: string;
  env?: Record<string, string>;
}): AppInstance;

export function memberHeaders(member: BenchMember, extra?: Record<string, string>): Record<string, string>;

export class EventStream {
  constructor(base: string, member: BenchMember, onEvent: (event: StreamEvent) => void);
  lastId: string | null;
  connects: number;
  connected: boolean;
  opened: Promise<void>;
  close(): Promise<void>;
}
