// A module about LLM agents inside the program's source: `src/agent/` is
// not an agent daemon by its name (round 94 H1-H5). The model list is
// fetched when a chat user opens the model menu, and that user sees the
// failure and opens it again.
export async function listModels(apiKey: string): Promise<string[]> {
  const res = await fetch(`https://generativelanguage.googleapis.com/v1beta/models?key=${apiKey}`); // expect: missing-retry@medium
  const body = await res.json();
  return body.models.map((m: { name: string }) => m.name);
}
