import type { AuditEntry } from '@streamfront/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EditPanel } from '@/components/list/edit-panel';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import {
  describeAction,
  fieldChanges,
  recordLink,
  typeName,
  type FieldChange,
} from '@/lib/describe-audit-entry';
import { AuditWhen } from './audit-when';

const changeColumns = [
  { id: 'field', header: 'Field', primary: true, cell: (change: FieldChange) => change.label },
  { id: 'before', header: 'Before', cell: (change: FieldChange) => change.before },
  { id: 'after', header: 'After', cell: (change: FieldChange) => change.after },
];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold text-slate-400 uppercase">{term}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}

/** One change, read only: when, who, which record (with a way to it) and each field's before → after. */
export function AuditEntryPanel({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const changes = fieldChanges(entry);
  const link = recordLink(entry);
  const record = [typeName(entry.entityType), entry.entityLabel].filter(Boolean).join(' ');
  return (
    <EditPanel title={describeAction(entry)} onClose={onClose}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact term="When">
          <AuditWhen at={entry.createdAt} />
        </Fact>
        <Fact term="Who">
          {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'System'}
        </Fact>
        <Fact term="Record">
          {link ? (
            <Link to={link} className="text-brand-300 underline hover:text-brand-200">
              Open {record}
            </Link>
          ) : (
            record
          )}
        </Fact>
      </dl>
      <div className="mt-5">
        {changes.length > 0 ? (
          <ResponsiveTable
            caption="Changes"
            columns={changeColumns}
            rows={changes}
            rowKey={(change) => change.key}
          />
        ) : (
          <p className="text-slate-300">This change kept no field details.</p>
        )}
      </div>
    </EditPanel>
  );
}
