import { AuditMirrorService } from '../audit_sync/audit_mirror';
import { DriveMirrorService } from '../file_sync/drive_service';

export async function mirrorFiles(service: DriveMirrorService, ids: string[]) {
  for (const id of ids) {
    await service.sync(id);
  }
}

export async function mirrorAudit(audit: AuditMirrorService, ids: string[]) {
  for (const id of ids) {
    await audit.push(id);
  }
}
