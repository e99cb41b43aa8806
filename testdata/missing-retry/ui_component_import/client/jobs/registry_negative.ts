// Browser "jobs": the checks a results page runs, each rendered by a
// component. Importing the project's UI components makes this browser code,
// whatever the directory is called.
import WhoIsCard from 'client/components/Results/WhoIs';
import DnsCard from '../components/Results/Dns';

export const jobs = [
  { id: 'whois', card: WhoIsCard, run: (api: string, url: string) => fetch(`${api}/whois?url=${url}`) },
  { id: 'dns', card: DnsCard, run: (api: string, url: string) => fetch(`${api}/dns?url=${url}`) },
];
