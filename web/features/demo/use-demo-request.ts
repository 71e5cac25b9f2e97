import { useMutation } from "@tanstack/react-query";
import { type DemoRequestBody, DemoRequestCreated } from "#contracts/demo.ts";
import { apiPaths } from "#contracts/paths.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** POST /api/demo-requests (DESIGN §3). */
export function useDemoRequest() {
  return useMutation({
    mutationKey: ["demo-requests", "create"],
    mutationFn: (body: DemoRequestBody) =>
      apiFetch(apiPaths.demoRequests, DemoRequestCreated, { method: "POST", body }),
  });
}
