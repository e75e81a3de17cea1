import { removePgliteTemplate } from './pgliteTemplate';

export default removePgliteTemplate;
