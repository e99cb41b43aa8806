import { loadUser, userPath } from "./users";

export async function syncUser(id: string) {
  try {
    await loadUser(id);
  } catch (e) { // expect: silent-rescue
    console.warn("user not synced", (e as Error).message);
  }
}

export function describeUser(id: string) {
  try {
    return userPath(id);
  } catch (e) {
    console.warn("no path", (e as Error).message);
    return "";
  }
}
