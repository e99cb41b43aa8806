import { tasks } from "@trigger.dev/sdk/v3";

// Triggering a task is not running one: this route is a request handler.
export async function POST(req: Request) {
  const body = await req.json();
  const handle = await tasks.trigger("convert-document", body);
  return Response.json({ id: handle.id });
}
