import axios from "axios";

export async function lookup(path: string) {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay@medium
    try {
      return await axios.get(`https://directory.example.org${path}`);
    } catch (err: any) {
      if (err.code === "ECONNRESET") continue;
      throw err;
    }
  }
  throw new Error("directory unreachable");
}

export async function lookupAny(path: string) {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay
    try {
      return await axios.get(`https://directory.example.org${path}`);
    } catch (err: any) {
      if (err.code === "ECONNRESET" || err.response?.status === 503) continue;
      throw err;
    }
  }
  throw new Error("directory unreachable");
}
