class BaseTask:
    pass
