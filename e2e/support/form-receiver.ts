/**
 * A stand-in for a form service (Formspree, Basin, a company's own endpoint) on 127.0.0.1, for the
 * endpoint build of the site (test/fixture-builds.ts). It records every message it is sent and
 * answers the way such services do:
 *
 * - a script's request (`Accept: application/json`): 200 `{"ok":true}`, with CORS headers for the site;
 * - a plain HTML form post: 303 to the site's thank-you page (the redirect address set in the service);
 * - `receiver.failing = true`: 500 to both, as a service that is down.
 */
import http from "node:http";

export type ReceivedMessage = { method: string; path: string; contentType: string; accept: string; fields: Record<string, string> };

export type FormReceiver = {
  received: ReceivedMessage[];
  failing: boolean;
  close: () => Promise<void>;
};

export function startFormReceiver(port: number, siteOrigin: string): Promise<FormReceiver> {
  const receiver: FormReceiver = { received: [], failing: false, close: async () => undefined };
  const server = http.createServer((request, response) => {
    response.setHeader("Access-Control-Allow-Origin", siteOrigin);
    response.setHeader("Vary", "Origin");
    if (request.method === "OPTIONS") {
      response.writeHead(204, { "Access-Control-Allow-Methods": "POST", "Access-Control-Allow-Headers": "Accept, Content-Type" });
      response.end();
      return;
    }
    if (request.method !== "POST") {
      // The browser's own look-ups on the service's page (its /favicon.ico) are not messages.
      response.writeHead(404);
      response.end();
      return;
    }
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const accept = request.headers.accept ?? "";
      receiver.received.push({
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"] ?? "",
        accept,
        fields: Object.fromEntries(new URLSearchParams(body)),
      });
      const json = accept.includes("application/json");
      if (receiver.failing) {
        response.writeHead(500, { "Content-Type": json ? "application/json" : "text/html; charset=utf-8" });
        response.end(json ? '{"error":"down"}' : "<!doctype html><title>Error</title><h1>The form service is down</h1>");
      } else if (json) {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end('{"ok":true}');
      } else {
        response.writeHead(303, { Location: `${siteOrigin}/contact/thanks/` });
        response.end();
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      receiver.close = () => new Promise((done) => server.close(() => done()));
      resolve(receiver);
    });
  });
}
