import { procedureRoute } from '@/components/info/info-routes';

const route = procedureRoute('knee');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
