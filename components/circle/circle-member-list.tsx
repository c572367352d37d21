import { Avatar } from '@/components/ui/avatar';
import { AppLink as Link } from '@/components/ui/app-link';
import type { CircleMember } from '@/lib/contract/circle';
import { href } from '@/lib/routing/routes';
import styles from './circle.module.css';

/** G36: the circle's new members (avatar, name, company and position), as the right column lists them. */
export function CircleMemberList({ members }: { members: readonly CircleMember[] }) {
  return (
    <ul className={styles.members}>
      {members.map((m) => (
        <li key={m.memberId}>
          <Link href={href('/people/:id', { id: m.memberId })}>
            <Avatar src={m.avatar} name={m.nickname ?? ''} size={32} />
          </Link>
          <span>
            <Link href={href('/people/:id', { id: m.memberId })}>{m.nickname}</Link>
            {(m.company || m.position) && <small data-ugc>{[m.company, m.position].filter(Boolean).join(' · ')}</small>}
          </span>
        </li>
      ))}
    </ul>
  );
}
