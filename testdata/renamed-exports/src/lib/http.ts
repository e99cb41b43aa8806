// An instance exported under another name (`export { a as b }`).
import axios from "axios";

const ledgerClient = axios.create({ baseURL: "https://ledger.example.com", timeout: 10000 });

export { ledgerClient as ledger };
