// Names no client itself: it passes the calls of a client instance that
// another module exports.
import { api } from "./http";

export async function loadUser(id: string) {
  const res = await api.get(`/users/${id}`); // expect: missing-retry@medium
  return res.data;
}

export function userPath(id: string): string {
  return api.getUri({ url: `/users/${id}` });
}
