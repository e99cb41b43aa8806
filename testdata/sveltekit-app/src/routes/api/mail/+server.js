// A SvelteKit endpoint (`+server.js`) runs on the server (high).
import { sendReceipt } from "$lib/server/mailer";

export async function POST({ request }) {
    const { to, body } = await request.json();
    const info = await new Promise((resolve, reject) => {
        sendReceipt(to, body).then(resolve, () => reject()); // expect: bare-reject
    });
    return new Response(JSON.stringify({ id: info.messageId }));
}
