import { useMutation } from "@tanstack/react-query";
import { type DemoRequestBody, DemoRequestCreated } from "#contracts/demo.ts";
import { apiFetch } from "#web/lib/api-client.ts";

/** POST /api/demo-requests (DESIGN §3). */
export function useDemoRequest() {
  return useMutation({
    mutationKey: ["demo-requests", "create"],
    mutationFn: (body: DemoRequestBody) =>
      apiFetch("/api/demo-requests", DemoRequestCreated, { method: "POST", body }),
  });
}
