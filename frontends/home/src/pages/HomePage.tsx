import { HomeDashboard } from '../features/dashboard/components/HomeDashboard';

/** Exposed as `home/HomePage` (/home, spec 2 §2.7): the shell renders it inside its providers. */
export default function HomePage() {
  return <HomeDashboard />;
}
