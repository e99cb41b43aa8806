class MirrorWorker
  def mirror(ids)
    ids.each { |id| FileSync::DriveMirror.new.sync(id) }
  end

  def mirror_audit(ids)
    ids.each { |id| AuditSync::AuditMirror.new.push(id) }
  end
end
