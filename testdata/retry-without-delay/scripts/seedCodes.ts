// A seed script run by hand (`node scripts/seedCodes.js`): medium.
import axios from "axios";

async function fetchCodes(url: string) {
  for (let attempt = 0; attempt < 3; attempt++) { // expect: retry-without-delay@medium
    try {
      return (await axios.get(url)).data;
    } catch (err) {
      console.warn(`attempt ${attempt} failed`);
    }
  }
  throw new Error("gave up");
}

fetchCodes(process.argv[2]).then((codes) => console.log(codes.length));
