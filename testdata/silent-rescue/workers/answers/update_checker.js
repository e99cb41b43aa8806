const axios = require("axios");

const LATEST_URL = "https://updates.example.org/latest.json";
let latestVersion = null;

// Runs again every 48 hours: a failed check leaves the old answer until the
// next tick.
function startUpdateChecker(intervalMs) {
    const check = async () => {
        try {
            const res = await axios.get(LATEST_URL);
            latestVersion = res.data.stable;
        } catch (_) { // expect: silent-rescue@medium
            console.info("update-checker: failed to check for new versions");
        }
    };
    check();
    return setInterval(check, intervalMs);
}

// Runs once at boot: a failure is lost until the next restart.
async function loadReleaseNotes() {
    try {
        const res = await axios.get("https://updates.example.org/notes.json");
        return res.data.notes;
    } catch (_) { // expect: silent-rescue
        console.info("release notes unavailable");
    }
}

module.exports = { startUpdateChecker, loadReleaseNotes, latestVersion: () => latestVersion };
