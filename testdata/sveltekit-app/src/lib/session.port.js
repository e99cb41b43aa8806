export default {
    renew(token) {
        return fetch("/api/session", { method: "POST", body: JSON.stringify({ token }) });
    },
};
