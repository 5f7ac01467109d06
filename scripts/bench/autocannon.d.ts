// Minimal typing of the autocannon API the benchmark uses (the package ships no types; @types/autocannon is not a
// dependency of the project).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Array<{
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Record<string, unknown>, context: Record<string, unknown>) => Record<string, unknown>;
    }>;
  };
  export default function autocannon(opts: Options): Promise<Result> & { stop(): void };
}
