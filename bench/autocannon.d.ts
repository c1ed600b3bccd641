// autocannon ships no types: the parts the bench uses (bench/load.mjs,
// bench/memory.mjs, bench/pages.mjs, bench/scale.mjs), as autocannon 9 has them.
declare module 'autocannon' {
  namespace autocannon {
    /** A request of the run, as `setupRequest` receives it and returns it. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    interface RequestSpec extends Request {
      /** Called before each request is sent: the request to send. */
      setupRequest?: (req: Request) => Request;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds the run lasts (unless `amount` ends it first). */
      duration?: number;
      /** Requests to send in all, then the run stops. */
      amount?: number;
      /** Seconds before a request counts as timed out. */
      timeout?: number;
      requests?: RequestSpec[];
    }

    /** A histogram's summary: latency in ms, requests per one-second sample. */
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      /** Requests per second sample; `total`: requests completed, `sent`: requests sent. */
      requests: Histogram & { total: number; sent: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '1xx': number;
      '2xx': number;
      '3xx': number;
      '4xx': number;
      '5xx': number;
    }

    interface Instance {
      /** A request that failed without an answer (a reset connection, a timeout…). */
      on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): this;
    }
  }

  /** Runs the load; calls `callback` with the result at the end. */
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;
  /** Runs the load; the instance is also a promise of the result. */
  function autocannon(options: autocannon.Options): autocannon.Instance & PromiseLike<autocannon.Result>;

  export = autocannon;
}
