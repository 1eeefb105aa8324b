import type { ChecklistItem } from '../../domain/model/catalogue';
import { ImageWithFallback } from '../ui/ImageWithFallback';

export function Checklist({ items, empty }: { items: ChecklistItem[]; empty: string }) {
  if (items.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item._id} className="checklist__item">
          <ImageWithFallback className="checklist__icon" src={item.image} alt="" />
          <span>{item.name}</span>
        </li>
      ))}
    </ul>
  );
}
