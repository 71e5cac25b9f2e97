import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for HeyGen's and D-ID's APIs, answering as their documentation says: the same
 * paths, authentication headers, request shapes, job states and errors. Each job follows a script
 * the test sets (how many polls it stays pending, then done, failed, or forgotten), and every
 * request is recorded so the test can check what was sent.
 */
export type JobScript = {
  /** Polls answered "still working" before the outcome. */
  pendingPolls: number;
  outcome: "done" | "failed" | "forgotten";
};

export type Recorded = { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown };

export type StandIn = {
  url: string;
  requests: Recorded[];
  /** The script of the next job started. */
  nextJob: JobScript;
  /** Answer the next `count` requests with 429 and this Retry-After. */
  rateLimit(count: number, retryAfter: string): void;
  /** The video's bytes, served at the job's result link until `expireLinks()`. */
  video: Buffer;
  expireLinks(): void;
  close(): Promise<void>;
};

type Job = { id: string; script: JobScript; polls: number };

async function start(
  handle: (
    request: Recorded,
    jobs: Map<string, Job>,
    state: StandInState,
  ) => { status: number; body?: unknown },
  key: { header: string; value: string },
): Promise<StandIn> {
  const jobs = new Map<string, Job>();
  const state: StandInState = {
    requests: [],
    nextJob: { pendingPolls: 1, outcome: "done" },
    rateLimited: 0,
    retryAfter: "1",
    linksExpired: false,
    video: Buffer.alloc(0),
    url: "",
  };
  const server = http.createServer((incoming, response) => {
    let raw = "";
    incoming.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://stand-in");
      const recorded: Recorded = {
        method: incoming.method ?? "GET",
        path: `${url.pathname}${url.search}`,
        headers: incoming.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      state.requests.push(recorded);
      if (url.pathname.startsWith("/results/")) {
        if (state.linksExpired) {
          response.writeHead(403, { "content-type": "application/xml" }).end("<Error>AccessDenied</Error>");
        } else {
          response.writeHead(200, { "content-type": "video/mp4" }).end(state.video);
        }
        return;
      }
      if (incoming.headers[key.header] !== key.value) {
        response
          .writeHead(401, { "content-type": "application/json" })
          .end(JSON.stringify({ message: "Unauthorized" }));
        return;
      }
      if (state.rateLimited > 0) {
        state.rateLimited--;
        response
          .writeHead(429, { "content-type": "application/json", "retry-after": state.retryAfter })
          .end(JSON.stringify({ message: "Too many requests" }));
        return;
      }
      const answer = handle(recorded, jobs, state);
      response
        .writeHead(answer.status, { "content-type": "application/json" })
        .end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: state.url,
    requests: state.requests,
    get nextJob() {
      return state.nextJob;
    },
    set nextJob(script: JobScript) {
      state.nextJob = script;
    },
    rateLimit(count, retryAfter) {
      state.rateLimited = count;
      state.retryAfter = retryAfter;
    },
    get video() {
      return state.video;
    },
    set video(bytes: Buffer) {
      state.video = bytes;
    },
    expireLinks() {
      state.linksExpired = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type StandInState = {
  requests: Recorded[];
  nextJob: JobScript;
  rateLimited: number;
  retryAfter: string;
  linksExpired: boolean;
  video: Buffer;
  url: string;
};

/** Advances a job by one poll: "pending" until its script's polls are used, then its outcome. */
function advance(job: Job): "pending" | JobScript["outcome"] {
  job.polls++;
  return job.polls <= job.script.pendingPolls ? "pending" : job.script.outcome;
}

export const HEYGEN_TEST_KEY = "heygen-test-key";

export function heygenStandIn(): Promise<StandIn> {
  return start(
    (request, jobs, state) => {
      if (request.method === "GET" && request.path === "/v2/avatars") {
        return {
          status: 200,
          body: {
            error: null,
            data: {
              avatars: [
                {
                  avatar_id: "Daisy-inskirt-20220818",
                  avatar_name: "Daisy",
                  gender: "female",
                  preview_image_url: `${state.url}/results/daisy.png`,
                },
                {
                  avatar_id: "Tyler-incasualsuit-20220721",
                  avatar_name: "Tyler",
                  gender: "male",
                  preview_image_url: null,
                },
              ],
              talking_photos: [],
            },
          },
        };
      }
      if (request.method === "GET" && request.path === "/v2/voices") {
        return {
          status: 200,
          body: {
            error: null,
            data: {
              voices: [
                {
                  voice_id: "2d5b0e6cf36f460aa7fc47e3eee4ba54",
                  language: "English",
                  gender: "female",
                  name: "Paige",
                },
                {
                  voice_id: "d2f4f24783d04e22ab49ee8fdc3715e0",
                  language: "German",
                  gender: "male",
                  name: "Klaus",
                },
              ],
            },
          },
        };
      }
      if (request.method === "POST" && request.path === "/v2/video/generate") {
        const body = request.body as {
          video_inputs?: {
            character?: { type?: string; avatar_id?: string };
            voice?: { type?: string; input_text?: string; voice_id?: string };
          }[];
        };
        const input = body.video_inputs?.[0];
        if (input?.character?.type !== "avatar" || input.voice?.type !== "text" || !input.voice.input_text) {
          return {
            status: 400,
            body: { error: { code: "invalid_parameter", message: "video_inputs is invalid" }, data: null },
          };
        }
        const id = `vid${jobs.size + 1}`;
        jobs.set(id, { id, script: state.nextJob, polls: 0 });
        return { status: 200, body: { error: null, data: { video_id: id } } };
      }
      const status = /^\/v1\/video_status\.get\?video_id=(.+)$/.exec(request.path);
      if (request.method === "GET" && status) {
        const job = jobs.get(decodeURIComponent(status[1] ?? ""));
        if (!job) return { status: 404, body: { code: 40_004, message: "Video not found" } };
        const step = advance(job);
        if (step === "forgotten") {
          jobs.delete(job.id);
          return { status: 404, body: { code: 40_004, message: "Video not found" } };
        }
        const data =
          step === "done"
            ? {
                id: job.id,
                status: "completed",
                video_url: `${state.url}/results/${job.id}.mp4`,
                duration: 2.5,
              }
            : step === "failed"
              ? {
                  id: job.id,
                  status: "failed",
                  error: { code: 40_119, message: "The avatar could not be rendered", detail: "" },
                }
              : { id: job.id, status: "processing", video_url: null };
        return { status: 200, body: { code: 100, message: "Success", data } };
      }
      return { status: 404, body: { message: "Not found" } };
    },
    { header: "x-api-key", value: HEYGEN_TEST_KEY },
  );
}

export const DID_TEST_KEY = "ZGlkLXVzZXI6ZGlkLXBhc3N3b3Jk";

export function didStandIn(): Promise<StandIn> {
  return start(
    (request, jobs, state) => {
      if (request.method === "GET" && request.path === "/clips/presenters") {
        return {
          status: 200,
          body: {
            presenters: [
              {
                presenter_id: "amy-jcwCkr1grs",
                name: "Amy",
                gender: "female",
                image_url: `${state.url}/results/amy.png`,
                thumbnail_url: `${state.url}/results/amy-thumb.png`,
              },
            ],
          },
        };
      }
      if (request.method === "GET" && request.path === "/tts/voices?provider=microsoft") {
        return {
          status: 200,
          body: [
            {
              id: "en-US-JennyNeural",
              name: "Jenny",
              gender: "female",
              languages: [{ locale: "en-US", language: "English" }],
            },
            {
              id: "fr-FR-DeniseNeural",
              name: "Denise",
              gender: "female",
              languages: [{ locale: "fr-FR", language: "French" }],
            },
          ],
        };
      }
      if (request.method === "POST" && request.path === "/talks") {
        const body = request.body as {
          source_url?: string;
          script?: { type?: string; input?: string; provider?: { voice_id?: string } };
        };
        if (!body.source_url || body.script?.type !== "text" || !body.script.input) {
          return {
            status: 400,
            body: { kind: "ValidationError", description: "source_url and script are required" },
          };
        }
        const id = `tlk_${jobs.size + 1}`;
        jobs.set(id, { id, script: state.nextJob, polls: 0 });
        return {
          status: 201,
          body: { id, object: "talk", created_at: new Date().toISOString(), status: "created" },
        };
      }
      const talk = /^\/talks\/([^/?]+)$/.exec(request.path);
      if (request.method === "GET" && talk) {
        const job = jobs.get(decodeURIComponent(talk[1] ?? ""));
        if (!job) return { status: 404, body: { kind: "NotFoundError", description: "talk not found" } };
        const step = advance(job);
        if (step === "forgotten") {
          jobs.delete(job.id);
          return { status: 404, body: { kind: "NotFoundError", description: "talk not found" } };
        }
        if (step === "done") {
          return {
            status: 200,
            body: {
              id: job.id,
              status: "done",
              result_url: `${state.url}/results/${job.id}.mp4`,
              duration: 2.5,
            },
          };
        }
        if (step === "failed") {
          return {
            status: 200,
            body: {
              id: job.id,
              status: "error",
              error: { kind: "FaceError", description: "No face was found in the picture" },
            },
          };
        }
        return { status: 200, body: { id: job.id, status: "started" } };
      }
      return { status: 404, body: { message: "Not found" } };
    },
    { header: "authorization", value: `Basic ${DID_TEST_KEY}` },
  );
}
