// Twin: the same-class call is purely local (cache), so no status to lose.
export class ProfileException extends Error {}

export class ProfileService {
  private cache = new Map<string, { id: string }>();

  private readProfile(id: string) {
    const hit = this.cache.get(id);
    if (!hit) throw new Error(`no cached profile ${id}`);
    return hit;
  }

  profile(id: string) {
    try {
      return this.readProfile(id);
    } catch (error: any) {
      throw new ProfileException(error.message);
    }
  }
}
