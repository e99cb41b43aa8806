import axios from "axios";

// Nothing imports this module while the jobs import its siblings by path.
export async function loadRoutes(bbox: string) {
  const resp = await axios.get("https://routes.example.org/api/routes", { params: { bbox } }); // expect: missing-retry@medium
  return resp.data;
}
