import '@plaudit/ui/styles.css';
import { Brand, Button } from '@plaudit/ui';
import { createRoot } from 'react-dom/client';

const site = {
  brandName: 'Fresh',
  pointsName: 'Points',
  awardPointsName: 'Credits',
  clientPhone: '000',
};
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Brand brand="vetcare" site={site}>
      <Button>Themed</Button>
    </Brand>,
  );
}
