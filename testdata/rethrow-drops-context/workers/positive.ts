// Shape of incident 004: every API method rethrew the response body only.
import axios from 'axios';

export class MapperApi {
  private endpoint = 'https://mapper.example.com';

  async setOptions(projectId: string, body: object, token: string) {
    try {
      const res = await axios.put(`${this.endpoint}/projects/${projectId}/options`, body, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return res.data;
    } catch (err: any) {
      console.error(`[MapperApi] setOptions - ${err.message}`);
      throw new Error(JSON.stringify(err.response?.data || err.message)); // expect: rethrow-drops-context
    }
  }

  async listProjects() {
    try {
      return (await axios.get(`${this.endpoint}/projects`)).data;
    } catch (e) {
      throw new Error(e.message); // expect: rethrow-drops-context
    }
  }

  removeProject(id: string) {
    return axios.delete(`${this.endpoint}/projects/${id}`).catch((reason) => {
      throw new MapperError(`delete failed: ${reason}`); // expect: rethrow-drops-context
    });
  }
}

class MapperError extends Error {}

export async function fetchProjectsLogged(token: string) {
  try {
    return await axios.get('https://api.vercel.example/v9/projects', { headers: { authorization: token } });
  } catch (err: any) {
    // The original is logged in full first: medium confidence.
    console.error(err);
    throw new Error(err.message); // expect: rethrow-drops-context@medium
  }
}

export async function readProfile(url: string) {
  try {
    return await fetch(url);
  } catch (e: any) {
    // `fetch` rejects only on transport errors: no status to lose, medium.
    throw new Error(e.message); // expect: rethrow-drops-context@medium
  }
}

export async function fetchOrder(id: string) {
  try {
    return await axios.get(`https://orders.example.com/v1/orders/${id}`);
  } catch (e) {
    // The caught error is aliased (and cast) before the rethrow.
    const err = e as any;
    throw new Error(err.message); // expect: rethrow-drops-context
  }
}

// The guarded code throws its own error with the status in the message, and
// the wrap keeps the message (medium).
export async function shorten(url: string) {
  try {
    const res = await fetch(`https://short.example.com/api?url=${url}`);
    if (!res.ok) {
      throw new Error(`HTTP error! status: ${res.status}`);
    }
    return await res.json();
  } catch (error: any) {
    throw new Error(`shortening failed: ${error.message}`); // expect: rethrow-drops-context@medium
  }
}

// Testing `e.response` only picks which text to keep.
export async function loadPlan(id: string) {
  try {
    return await axios.get(`https://plans.example.com/${id}`);
  } catch (e: any) {
    throw new Error(e.response ? JSON.stringify(e.response.data) : e.message); // expect: rethrow-drops-context
  }
}

// The status fields are logged just before the rethrow: operators keep
// them, only callers lose them (medium).
export async function chargeOrder(orderId: string, logger: { error(m: string, d: unknown): void }) {
  try {
    await axios.post(`https://payments.example.com/orders/${orderId}/charge`);
  } catch (e: any) {
    const details = { code: e.code, statusCode: e.response?.status };
    logger.error('charge failed', details);
    throw new Error(`charge failed: ${e.message}`); // expect: rethrow-drops-context@medium
  }
}

export async function fetchTeamsLoggedAsText(token: string) {
  try {
    return await axios.get('https://api.vercel.example/v9/teams', { headers: { authorization: token } });
  } catch (err: any) {
    // Only the error's text is logged (`${err}`): the status is lost here too.
    console.error(`teams fetch failed: ${err}`);
    throw new Error(err.message); // expect: rethrow-drops-context
  }
}
