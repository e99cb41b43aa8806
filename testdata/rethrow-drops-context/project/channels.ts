// A project function that already turns a bad status into a plain Error.
export async function fetchChannels(token: string) {
  const res = await fetch('https://slack.example.com/api/channels', { headers: { authorization: token } });
  if (!res.ok) {
    throw new Error('Network response was not ok');
  }
  return res.json();
}
