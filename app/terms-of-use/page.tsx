import { legalPage } from '@/components/legal/legal-page';
import { routes } from '@/lib/site';

const page = legalPage(routes.terms);

export const metadata = page.metadata;
export default page.Page;
