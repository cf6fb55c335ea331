import { legalPage } from '@/components/legal/legal-page';
import { routes } from '@/lib/site';

const page = legalPage(routes.privacy);

export const metadata = page.metadata;
export default page.Page;
