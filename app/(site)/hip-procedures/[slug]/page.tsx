import { procedureRoute } from '@/components/info/info-routes';

const route = procedureRoute('hip');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
