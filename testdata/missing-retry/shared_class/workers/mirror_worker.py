from ..file_sync.drive_service import DriveMirrorClient


def mirror_files(ids):
    client = DriveMirrorClient()
    for item_id in ids:
        client.sync(item_id)


def mirror_audit(ids):
    from ..audit_sync.audit_mirror import AuditMirrorClient

    audit = AuditMirrorClient()
    for entry_id in ids:
        audit.push(entry_id)
