'use client';
import { useRouter } from 'next/navigation';
import { Fragment, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/components/ui/use-error-text';
import { asApiError } from '@/lib/api-client/errors';
import { createOperator, removeOperator, updateOperator, type OpsOperator } from '@/lib/api-client/ops-operators';
import { OperatorForm, ROLE_LABELS, type OperatorFormValues } from './operator-form';
import type { SiteChoice } from './site-picker';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The operators an admin manages: a table (name, e-mail, role, sites, two-step verification, last login), an editor
 * under the row being changed, removal after a confirmation, and a form for a new operator. The server's page
 * renders the list; after a change it renders it again (router.refresh).
 */
export function OperatorsAdmin({
  operators,
  sites,
  mayGrantAll,
  selfId,
}: {
  operators: readonly OpsOperator[];
  sites: readonly SiteChoice[];
  mayGrantAll: boolean;
  selfId: string;
}) {
  const router = useRouter();
  const errorText = useErrorText();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OpsOperator | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'danger'; text: string } | null>(null);
  const siteNames = (ids: number[] | null) =>
    ids === null ? 'Every site' : ids.map((id) => sites.find((s) => s.id === id)?.name ?? `#${id}`).join(', ');

  const toUpdate = (values: OperatorFormValues, before: OpsOperator) => ({
    ...(values.name !== before.name ? { name: values.name } : {}),
    ...(values.role !== before.role ? { role: values.role } : {}),
    ...(JSON.stringify(values.site_ids) !== JSON.stringify(before.site_ids) ? { site_ids: values.site_ids } : {}),
    ...(values.password ? { password: values.password } : {}),
    ...(values.reset_totp ? { reset_totp: values.reset_totp } : {}),
  });

  const done = (text: string) => {
    setNotice({ kind: 'success', text });
    setEditing(null);
    setAdding(false);
    router.refresh();
  };

  const remove = async (operator: OpsOperator) => {
    setRemoving(null);
    try {
      await removeOperator(operator.id);
      done(`${operator.name} was removed; their sessions have ended.`);
    } catch (caught) {
      setNotice({ kind: 'danger', text: errorText(asApiError(caught).code) });
    }
  };

  return (
    <>
      <div aria-live="polite">
        {notice ? (
          <div className={`alert alert-${notice.kind}`} role={notice.kind === 'danger' ? 'alert' : 'status'}>
            {notice.text}
          </div>
        ) : null}
      </div>
      <div className="mb-4">
        {adding ? (
          <section className="card shadow-sm" aria-labelledby="new-operator-title">
            <div className="card-body p-4">
              <h2 id="new-operator-title" className="h5">
                New operator
              </h2>
              <OperatorForm
                idPrefix="new"
                initial={null}
                sites={sites}
                mayGrantAll={mayGrantAll}
                submitLabel="Add operator"
                onCancel={() => setAdding(false)}
                onSubmit={async (values) => {
                  const { operator } = await createOperator({
                    email: values.email ?? '',
                    name: values.name,
                    role: values.role,
                    site_ids: values.site_ids,
                    password: values.password ?? '',
                  });
                  done(`${operator.name} was added. Give them their e-mail and first password in person.`);
                }}
              />
            </div>
          </section>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            Add an operator
          </button>
        )}
      </div>
      <div className="table-responsive">
        <table className="table table-hover align-middle bg-white">
          <caption className="visually-hidden">Operators</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Sites</th>
              <th scope="col">Two-step</th>
              <th scope="col">Last login (UTC)</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {operators.map((op) => (
              <Fragment key={op.id}>
                <tr className={op.status === 'removed' ? 'text-body-secondary' : undefined}>
                  <th scope="row" className="fw-semibold">
                    {op.name}
                    {op.id === selfId ? <span className="badge text-bg-secondary ms-2">you</span> : null}
                    {op.status === 'removed' ? <span className="badge text-bg-light ms-2">removed</span> : null}
                  </th>
                  <td className="text-break">{op.email}</td>
                  <td>{ROLE_LABELS[op.role]}</td>
                  <td>{siteNames(op.site_ids)}</td>
                  <td>{op.totp_enabled ? 'On' : 'Off'}</td>
                  <td>{op.last_login_at ? dateTime.format(new Date(op.last_login_at)) : 'Never'}</td>
                  <td className="text-end text-nowrap">
                    {op.status === 'active' ? (
                      <>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary me-2"
                          aria-expanded={editing === op.id}
                          aria-controls={`edit-${op.id}`}
                          onClick={() => setEditing(editing === op.id ? null : op.id)}
                        >
                          Edit<span className="visually-hidden"> {op.name}</span>
                        </button>
                        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setRemoving(op)}>
                          Remove<span className="visually-hidden"> {op.name}</span>
                        </button>
                      </>
                    ) : null}
                  </td>
                </tr>
                {editing === op.id ? (
                  <tr id={`edit-${op.id}`}>
                    <td colSpan={7} className="bg-body-tertiary">
                      <OperatorForm
                        idPrefix={`edit-${op.id}`}
                        initial={op}
                        sites={sites}
                        mayGrantAll={mayGrantAll}
                        submitLabel="Save changes"
                        onCancel={() => setEditing(null)}
                        onSubmit={async (values) => {
                          const changes = toUpdate(values, op);
                          if (Object.keys(changes).length === 0) return setEditing(null);
                          await updateOperator(op.id, changes);
                          done(
                            Object.keys(changes).some((k) => k !== 'name')
                              ? `${values.name} was changed; their sessions have ended.`
                              : `${values.name} was renamed.`,
                          );
                        }}
                      />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          body="Their sessions end at once and they can no longer log in. Their actions stay in the audit log."
          confirmLabel="Remove"
          cancelLabel="Cancel"
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </>
  );
}
